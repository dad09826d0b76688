import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";
import type { User } from "./user";

/**
 * A file (linkType `file`, stored at storagePath) or an external link (linkType `link`, externalUrl)
 * belonging to an employee. driveFileId is a legacy column, normally null.
 */
export class EmployeeDocument extends Model<InferAttributes<EmployeeDocument>, InferCreationAttributes<EmployeeDocument>> {
  declare id: CreationOptional<number>;
  declare employeeId: number;
  declare fileName: CreationOptional<string | null>;
  declare originalName: string;
  declare fileType: CreationOptional<string | null>;
  declare fileSize: CreationOptional<number | null>;
  declare storagePath: CreationOptional<string | null>;
  declare documentType: string;
  declare description: CreationOptional<string | null>;
  declare driveFileId: CreationOptional<string | null>;
  declare linkType: CreationOptional<"file" | "link">;
  declare externalUrl: CreationOptional<string | null>;
  declare uploadedBy: CreationOptional<number | null>;
  declare sha256: CreationOptional<string | null>;
  declare scanStatus: CreationOptional<"clean" | "unscanned" | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;
  declare uploader?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    EmployeeDocument.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        fileName: DataTypes.STRING,
        originalName: { type: DataTypes.STRING, allowNull: false },
        fileType: DataTypes.STRING,
        fileSize: DataTypes.INTEGER,
        storagePath: DataTypes.STRING(1000),
        documentType: { type: DataTypes.STRING(50), allowNull: false },
        description: DataTypes.TEXT,
        driveFileId: DataTypes.STRING,
        linkType: { type: DataTypes.STRING(10), allowNull: false, defaultValue: "file" },
        externalUrl: DataTypes.TEXT,
        uploadedBy: DataTypes.INTEGER,
        sha256: DataTypes.CHAR(64),
        scanStatus: DataTypes.STRING(20),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "employee_documents", underscored: true },
    );
  }
}

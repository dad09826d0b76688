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

/** One document folder per employee (employee_id is unique). driveFolderId is a legacy column, normally null. */
export class EmployeeDocumentFolder extends Model<
  InferAttributes<EmployeeDocumentFolder>,
  InferCreationAttributes<EmployeeDocumentFolder>
> {
  declare id: CreationOptional<number>;
  declare employeeId: number;
  declare driveFolderId: CreationOptional<string | null>;
  declare folderName: string;
  declare folderUrl: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    EmployeeDocumentFolder.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
        driveFolderId: DataTypes.STRING,
        folderName: { type: DataTypes.STRING, allowNull: false },
        folderUrl: DataTypes.TEXT,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "employee_document_folders", underscored: true },
    );
  }
}

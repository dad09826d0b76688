import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { LeaveRequest } from "./leave-request";

/** A supporting file attached to a leave request. */
export class LeaveRequestDocument extends Model<InferAttributes<LeaveRequestDocument>, InferCreationAttributes<LeaveRequestDocument>> {
  declare id: CreationOptional<number>;
  declare leaveRequestId: number;
  declare fileName: string;
  declare originalName: string;
  declare fileType: CreationOptional<string | null>;
  declare fileSize: CreationOptional<number | null>;
  declare storagePath: string;
  /** The file itself while documents are kept in the database (storagePath "database"). */
  declare content: CreationOptional<Buffer | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare leaveRequest?: NonAttribute<LeaveRequest>;

  static initModel(sequelize: Sequelize) {
    LeaveRequestDocument.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        leaveRequestId: { type: DataTypes.INTEGER, allowNull: false },
        fileName: { type: DataTypes.STRING, allowNull: false },
        originalName: { type: DataTypes.STRING, allowNull: false },
        fileType: DataTypes.STRING,
        fileSize: DataTypes.INTEGER,
        storagePath: { type: DataTypes.STRING(1000), allowNull: false },
        content: DataTypes.BLOB,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "leave_request_documents", underscored: true },
    );
  }
}

import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/** The stored small copy of an employee's profile picture (never the upload itself). */
export class EmployeeProfilePicture extends Model<
  InferAttributes<EmployeeProfilePicture>,
  InferCreationAttributes<EmployeeProfilePicture>
> {
  declare employeeId: number;
  declare image: Buffer;
  declare contentType: string;
  declare width: number;
  declare height: number;
  declare updatedBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    EmployeeProfilePicture.init(
      {
        employeeId: { type: DataTypes.INTEGER, primaryKey: true },
        image: { type: DataTypes.BLOB, allowNull: false },
        contentType: { type: DataTypes.STRING(50), allowNull: false },
        width: { type: DataTypes.INTEGER, allowNull: false },
        height: { type: DataTypes.INTEGER, allowNull: false },
        updatedBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "employee_profile_pictures", underscored: true },
    );
  }
}
